// The store's reducers are plain functions over immutable state (createAction from Redux Toolkit,
// not createSlice): createSlice brings Immer, 4.7 KB gzipped of np-vendor, which every page with a
// widget downloads, for two small slices.

/**
 * `state` with the fields of `patch`, as a new object; `state` itself when no field changes, so
 * that a selector of it keeps its value and its widgets do not render again (as with Immer).
 */
export function patched<State extends object>(state: State, patch: Partial<State>): State {
  const changes = (Object.keys(patch) as Array<keyof State>).some((key) => !Object.is(state[key], patch[key]));
  return changes ? { ...state, ...patch } : state;
}
