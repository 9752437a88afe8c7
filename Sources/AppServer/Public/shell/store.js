// The one way an app's page keeps what its views share (the casino's player and settings, BowlerTrax's settings and
// the session being recorded): a state object read directly, changed only through `update`, which tells every
// subscriber.
//
//   const app = createStore({ settings: {}, activeSession: null });
//   const stop = app.subscribe((state) => render(state.settings));
//   app.update({ settings: { ...app.state.settings, hand: 'left' } });

/** A store holding `initial`'s fields: {state, update(changes), subscribe(listener) -> unsubscribe}. */
export function createStore(initial) {
  const state = { ...initial };
  const listeners = new Set();
  return {
    state,
    /** Sets the fields of `changes` (the others are kept) and tells every subscriber. */
    update(changes) {
      Object.assign(state, changes);
      for (const listener of [...listeners]) listener(state);
    },
    /** Calls `listener(state)` after every update; returns the function that stops it. */
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
