import { useEffect, useRef, useState, type ReactNode } from 'react';
import { WATERMARK_STEP_PX } from '../../../contracts/knowledge/codes';

/** §9: the text repeats once per WATERMARK_STEP_PX of height (at least once, so a short article shows it too). */
export const watermarkCount = (height: number) => Math.max(1, Math.floor(height / WATERMARK_STEP_PX));

/**
 * The article's watermark (§3 waterRemark): repeated text over the body, hidden from assistive technology and
 * from the pointer, so reading, selecting by keyboard and links underneath are untouched.
 */
export function Watermark({ text, children }: { text: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setCount(watermarkCount(element.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="kb-watermarked" ref={box}>
      {children}
      <div className="kb-watermark" aria-hidden="true" translate="no" data-count={count}>
        {Array.from({ length: count }, (_, i) => (
          <span key={i}>{text}</span>
        ))}
      </div>
    </div>
  );
}
