import { describe, expect, it } from 'vitest';
import { actionHierarchy } from '../../../../src/domain/car/action-hierarchy.ts';

const row = (...names: string[]) => names.map((name) => ({ name }));
const names = (actions: readonly { name: string }[]) => actions.map((action) => action.name);

describe('the action row hierarchy (spec §2 sidebar actions)', () => {
  it('puts the site’s choice first, Call beside it and keeps the rest in order', () => {
    const ranked = actionHierarchy(row('call', 'finance', 'enquire', 'test-drive', 'reserve', 'location'), 'reserve');
    expect(ranked.primary?.name).toBe('reserve');
    expect(ranked.call?.name).toBe('call');
    expect(names(ranked.secondary)).toEqual(['finance', 'enquire', 'test-drive', 'location']);
  });

  it('falls back to Enquire when the car lacks the site’s choice (a reserved car has no Reserve)', () => {
    const ranked = actionHierarchy(row('call', 'finance', 'enquire', 'trade-in'), 'reserve');
    expect(ranked.primary?.name).toBe('enquire');
    expect(names(ranked.secondary)).toEqual(['finance', 'trade-in']);
  });

  it('has no Call when the car has no phone, and nothing at all for a car without actions', () => {
    expect(actionHierarchy(row('enquire', 'test-drive'), 'test-drive')).toEqual({
      primary: { name: 'test-drive' },
      call: null,
      secondary: [{ name: 'enquire' }],
    });
    expect(actionHierarchy([], 'enquire')).toEqual({ primary: null, call: null, secondary: [] });
  });
});
