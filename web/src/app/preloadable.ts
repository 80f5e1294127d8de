import { createElement, lazy, useState, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any screen's props
type ScreenModule = { default: ComponentType<any> };
type PropsOf<M extends ScreenModule> = M['default'] extends ComponentType<infer P> ? P & object : never;

export interface Preloadable<M extends ScreenModule> {
  /** Renders the module's component: at once when it has loaded, else suspending like React.lazy. */
  Component: ComponentType<PropsOf<M>>;
  /** Starts (or joins) the download; a failed one is tried again by the next call. */
  load(): Promise<M>;
}

/**
 * A lazily loaded screen that renders without suspending once its code is in: React.lazy suspends
 * on its first render even when the module has already arrived, which costs a fallback commit and
 * another render of the screen. Each mount keeps the component it started with.
 */
export function preloadable<M extends ScreenModule>(importer: () => Promise<M>): Preloadable<M> {
  type Props = PropsOf<M>;
  let pending: Promise<M> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (module) => {
        loaded = module.default as unknown as ComponentType<Props>;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: (await load()).default as unknown as ComponentType<Props> }));
  function PreloadableComponent(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return { Component: PreloadableComponent, load };
}
