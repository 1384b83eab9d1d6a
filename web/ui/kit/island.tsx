import { lazy, Suspense, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { kitStylesLoaded } from './styles';
import { replayTypedValues } from './replay-typed';
import { releaseEarlySubmits } from './early-submit';

type Box = RefObject<HTMLDivElement | null>;

/**
 * A part of a public page built with the UI kit (a form, a comment box, a dialog's opener), out of the page's first
 * load: the server renders it in full, the browser paints it with the kit rules the page inlines
 * (web/lib/kit-first-paint.ts) and keeps that markup until the part's code, the kit and the kit's stylesheet have
 * loaded after the first frame; then it hydrates in place, and what the visitor typed meanwhile reaches the form
 * (replay-typed.ts), and a submit asked for meanwhile is made (early-submit.ts). `load` answers the component; the
 * kit's providers are added here. The part sits in a `display: contents` box, so the page's layout is the same. See
 * docs/decisions/0065-kit-pages-lean.md.
 */
export function kitIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => {
    const [Component, { KitProviders }] = await Promise.all([load(), import('./providers'), kitStylesLoaded()]);
    function WithKit({ kitBox, ...props }: P & { kitBox: Box }) {
      useEffect(() => {
        if (!kitBox.current) return;
        replayTypedValues(kitBox.current);
        releaseEarlySubmits(kitBox.current);
      }, [kitBox]);
      return (
        <KitProviders>
          <Component {...(props as P)} />
        </KitProviders>
      );
    }
    return { default: WithKit };
  });
  function KitIsland(props: P) {
    const box = useRef<HTMLDivElement>(null);
    return (
      <div className="kit-island" ref={box}>
        <Suspense fallback={null}>
          <Loaded {...props} kitBox={box} />
        </Suspense>
      </div>
    );
  }
  return KitIsland;
}
