// Swipes on a touch screen. Swipe from right to left to reveal a row's hidden button (the red Delete), as in
// the report's leaderboard; swipe back or tap the row to hide it. Vertical scrolling is left to the browser
// (touch-action: pan-y in the style sheet). Keyboard focus on the button reveals it too (CSS). And a plain
// horizontal swipe (a flow's carousel: left for the next card, right for the previous).

const START_THRESHOLD_PX = 10;

/** Makes `content` inside `row` swipeable by `revealWidth` pixels; the row gets `row--revealed`. */
export function enableSwipeToReveal(row, content, revealWidth) {
  let start = null;
  let dragging = false;
  let offset = 0;

  const revealed = () => row.classList.contains('row--revealed');

  function finish(reveal) {
    row.classList.toggle('row--revealed', reveal);
    content.style.transform = '';
    content.classList.remove('swiping');
    start = null;
    dragging = false;
  }

  content.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'touch') return;
    start = { x: event.clientX, y: event.clientY };
  });

  content.addEventListener('pointermove', (event) => {
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!dragging) {
      if (Math.abs(dy) > Math.abs(dx)) { start = null; return; }
      if (Math.abs(dx) < START_THRESHOLD_PX) return;
      dragging = true;
      content.classList.add('swiping');
      content.setPointerCapture(event.pointerId);
    }
    offset = Math.min(0, Math.max(-revealWidth, (revealed() ? -revealWidth : 0) + dx));
    content.style.transform = `translateX(${offset}px)`;
  });

  content.addEventListener('pointerup', () => {
    if (dragging) finish(offset < -revealWidth / 2);
    else if (start && revealed()) finish(false);
    start = null;
  });

  content.addEventListener('pointercancel', () => finish(revealed()));
}

/** Whether the page is on a touch screen without hover (a phone or tablet). */
export function isTouchScreen() {
  return window.matchMedia('(hover: none) and (pointer: coarse)').matches;
}

const SWIPE_DISTANCE_PX = 40;

/**
 * Calls `onLeft()` or `onRight()` when a touch or pen swipes across `element` horizontally (the finger moving
 * left or right by enough, more across than down); vertical scrolling stays the browser's. Returns the
 * function that stops listening.
 */
export function onHorizontalSwipe(element, { onLeft = () => {}, onRight = () => {} }) {
  let start = null;
  const down = (event) => {
    start = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const up = (event) => {
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) < SWIPE_DISTANCE_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) onLeft();
    else onRight();
  };
  const cancel = () => { start = null; };
  element.addEventListener('pointerdown', down);
  element.addEventListener('pointerup', up);
  element.addEventListener('pointercancel', cancel);
  return () => {
    element.removeEventListener('pointerdown', down);
    element.removeEventListener('pointerup', up);
    element.removeEventListener('pointercancel', cancel);
  };
}
