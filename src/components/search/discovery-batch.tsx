import { useInstantSearchContext } from 'react-instantsearch-core';

type AddWidgets = (
  widgets: Parameters<ReturnType<typeof useInstantSearchContext>['mainIndex']['addWidgets']>[0],
) => void;

const held = new WeakMap<object, { add: AddWidgets; widgets: unknown[] }>();

/**
 * The build's discovery render (getServerState) only collects the search's widgets. Each hook
 * adds its widget as it renders, and each addition recomputes the search parameters of every
 * widget already added: about 25 widgets made that 8% of a tenant's build. The widgets are
 * held from here and added in one call by `AddHeldWidgets`, which gives the same parameters.
 */
export function HoldWidgets() {
  const search = useInstantSearchContext();
  const index = search.mainIndex;
  if (!held.has(index)) {
    const hold = { add: index.addWidgets.bind(index) as AddWidgets, widgets: [] as unknown[] };
    held.set(index, hold);
    index.addWidgets = (widgets) => {
      // a component drawn twice in one render asks twice with the same widget
      for (const widget of widgets) if (!hold.widgets.includes(widget)) hold.widgets.push(widget);
      return index;
    };
  }
  return null;
}

/** Rendered after every widget of the tree: adds what `HoldWidgets` held, and stops holding. */
export function AddHeldWidgets() {
  const index = useInstantSearchContext().mainIndex;
  const hold = held.get(index);
  if (hold) {
    held.delete(index);
    index.addWidgets = hold.add as typeof index.addWidgets;
    hold.add(hold.widgets as Parameters<AddWidgets>[0]);
  }
  return null;
}
