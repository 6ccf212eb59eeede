/**
 * The vehicle page's gallery (VehicleGallery.astro): arrows, the 'N / M' counter,
 * thumbnails, keys, swipe, and the full-screen viewer. The photos and thumbnails are
 * already HTML; this moves the track and keeps the counter and thumbnails in step.
 */

/** A horizontal move shorter than this is a tap, not a swipe. */
const SWIPE_PX = 40;
/** Movement before a gesture counts as a drag (and the click after it is not an open). */
const DRAG_PX = 8;

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  dx: number;
  moved: boolean;
}

export function attachGallery(): void {
  const gallery = document.querySelector<HTMLElement>('[data-gallery]');
  const stage = gallery?.querySelector<HTMLElement>('.gallery__stage');
  const track = gallery?.querySelector<HTMLElement>('.gallery__track');
  const viewer = gallery?.querySelector<HTMLDialogElement>('[data-gallery-viewer]');
  const frame = viewer?.querySelector<HTMLElement>('[data-gallery-viewer-frame]');
  if (!gallery || !stage || !track || !viewer || !frame) return;
  const slides = [...track.querySelectorAll<HTMLElement>('.gallery__slide')];
  const thumbnails = [...gallery.querySelectorAll<HTMLAnchorElement>('[data-gallery-index]')];
  const counters = [...gallery.querySelectorAll<HTMLElement>('[data-gallery-counter]')];
  const count = slides.length;
  // a phone may have scrolled the plain track before the script arrived
  let index = Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
  let suppressClick = false;

  const photo = (at: number) => slides[at]?.querySelector('img') ?? null;

  function place(offsetPx = 0): void {
    track!.style.transform = `translateX(calc(${-index * 100}% + ${offsetPx}px))`;
  }

  function fillViewer(): void {
    const source = photo(index);
    if (!source) return;
    const image = document.createElement('img');
    // the viewer spans the screen, so the browser takes the widest candidate it needs
    image.sizes = '100vw';
    image.srcset = source.srcset;
    image.src = source.currentSrc || source.src;
    image.alt = source.alt;
    image.width = source.width;
    image.height = source.height;
    image.draggable = false;
    frame!.replaceChildren(image);
  }

  function show(next: number, preload = true): void {
    index = ((next % count) + count) % count;
    place();
    slides.forEach((slide, at) => slide.setAttribute('aria-hidden', String(at !== index)));
    // the shown photo and, once the shopper moves, the next one load now, lazy or not
    for (const at of preload ? [index, (index + 1) % count] : [index]) {
      const image = photo(at);
      if (image?.loading === 'lazy') image.loading = 'eager';
    }
    for (const counter of counters) counter.textContent = `${index + 1} / ${count}`;
    thumbnails.forEach((thumbnail, at) => {
      if (at === index) thumbnail.setAttribute('aria-current', 'true');
      else thumbnail.removeAttribute('aria-current');
    });
    keepInStrip(thumbnails[index]);
    if (viewer!.open) fillViewer();
  }

  function open(): void {
    if (viewer!.open) return;
    fillViewer();
    viewer!.showModal();
  }

  gallery.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const step = target?.closest<HTMLElement>('[data-gallery-step]');
    const thumbnail = target?.closest<HTMLElement>('[data-gallery-index]');
    if (step) show(index + Number(step.dataset['galleryStep']));
    else if (thumbnail) {
      // the link's own jump would scroll the page to the photo; the track moves instead
      event.preventDefault();
      show(Number(thumbnail.dataset['galleryIndex']));
    } else if (target?.closest('[data-gallery-close]')) viewer.close();
    else if (target?.closest('.gallery__slide') && !suppressClick) open();
    suppressClick = false;
  });

  gallery.addEventListener('keydown', (event) => {
    const move = KEY_STEPS[event.key];
    if (move && count > 1) {
      event.preventDefault();
      show(move(index, count));
    } else if (event.key === 'Enter' && event.target === stage) {
      event.preventDefault();
      open();
    }
  });

  viewer.addEventListener('close', () => {
    frame.replaceChildren();
    stage.focus();
  });

  stage.addEventListener('pointerdown', () => (suppressClick = false));
  if (count > 1) {
    attachSwipe(stage, {
      follow: (dx) => {
        track.toggleAttribute('data-dragging', dx !== 0);
        place(dx);
      },
      swiped: (direction) => show(index + direction),
      dragged: () => (suppressClick = true),
    });
    attachSwipe(frame, { follow: () => {}, swiped: (direction) => show(index + direction), dragged: () => {} });
  }

  track.scrollLeft = 0;
  gallery.setAttribute('data-enhanced', '');
  for (const hidden of stage.querySelectorAll<HTMLElement>('[data-gallery-step], [data-gallery-counter]'))
    hidden.hidden = false;
  if (count > 1) show(index, false);
}

/** Scrolls a thumbnail strip that scrolls itself (phones) to show the current one, never the page. */
function keepInStrip(thumbnail: HTMLElement | undefined): void {
  const strip = thumbnail?.closest<HTMLElement>('.gallery__thumbnails');
  if (!thumbnail || !strip || strip.scrollWidth <= strip.clientWidth) return;
  const box = strip.getBoundingClientRect();
  const item = thumbnail.getBoundingClientRect();
  strip.scrollTo({ left: strip.scrollLeft + item.left - box.left - (box.width - item.width) / 2 });
}

/**
 * Horizontal swipes by pointer events (touch, pen or a mouse drag). The element's
 * `touch-action: pan-y` leaves vertical moves to the browser, which scrolls the page and
 * cancels the pointer.
 */
function attachSwipe(
  element: HTMLElement,
  on: { follow: (dx: number) => void; swiped: (direction: 1 | -1) => void; dragged: () => void },
): void {
  let drag: Drag | null = null;
  element.addEventListener('pointerdown', (event) => {
    if (!event.isPrimary || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest('button')) return;
    drag = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dx: 0, moved: false };
  });
  element.addEventListener('pointermove', (event) => {
    if (drag?.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.abs(dx) > DRAG_PX && Math.abs(dx) > Math.abs(dy)) {
      drag.moved = true;
      element.setPointerCapture(event.pointerId);
      on.dragged();
    }
    if (drag.moved) {
      drag.dx = dx;
      on.follow(dx);
    }
  });
  const end = (event: PointerEvent, cancelled: boolean) => {
    if (drag?.pointerId !== event.pointerId) return;
    const { dx, moved } = drag;
    drag = null;
    on.follow(0);
    if (!cancelled && moved && Math.abs(dx) >= SWIPE_PX) on.swiped(dx < 0 ? 1 : -1);
  };
  element.addEventListener('pointerup', (event) => end(event, false));
  element.addEventListener('pointercancel', (event) => end(event, true));
}
