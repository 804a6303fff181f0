/**
 * boardgame.io runs moves and hooks on an Immer draft of G, so every read and write goes through a proxy.
 * Rules that compute a new state from the plain one and return it are much faster without that. This
 * plugin hands every move and hook the plain (frozen) G it starts from as `context.base`; `plainG(context)`
 * reads it, and falls back to `context.G` where the plugin is not installed. (Game plugins wrap outside
 * boardgame.io's own Immer plugin, which spreads the context into the move's.)
 */
export const PlainStatePlugin = {
  name: 'skald-plain-state',
  fnWrap:
    // biome-ignore lint/suspicious/noExplicitAny: boardgame.io's plugin boundary: wraps moves and hooks of every shape
      (fn: (context: any, ...args: any[]) => any) =>
      // biome-ignore lint/suspicious/noExplicitAny: as above
      (context: any, ...args: any[]) =>
        fn({ ...context, base: context.G }, ...args),
};

/** The plain state behind the Immer draft `context.G` (the draft itself without `PlainStatePlugin`). */
export const plainG = <G>(context: { G: G }): G => (context as { base?: G }).base ?? context.G;
