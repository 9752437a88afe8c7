// Swipe from right to left on a touch screen to reveal a row's hidden button (the red Delete), as in the
// report's leaderboard; swipe back or tap the row to hide it. Vertical scrolling is left to the browser
// (touch-action: pan-y in the style sheet). Keyboard focus on the button reveals it too (CSS).

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
