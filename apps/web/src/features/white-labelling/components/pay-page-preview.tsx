/**
 * The live preview: the pay page's own component and stylesheet (@payrail/pay-page), rendered into
 * an iframe so its styles stay inside it, and inert, so nothing in it can be focused or submitted.
 * It follows the form as the merchant types.
 */
import { PayApp } from '@payrail/pay-page/pay-app';
import type { LinkPageState } from '@payrail/pay-page/pay-state';
import { PAY_CSS } from '@payrail/pay-page/pay-styles';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const FRAME_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay page preview</title><style>${PAY_CSS}</style></head><body></body></html>`;

export function PayPagePreview({ state }: { state: LinkPageState }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(600);
  // The frame grows to the page it shows, so the whole page, Pay button included, is in view.
  useLayoutEffect(() => {
    const page = body?.ownerDocument.documentElement;
    if (page && page.scrollHeight !== height) setHeight(page.scrollHeight);
  });
  return (
    <>
      <iframe
        title="Preview of your pay page"
        srcDoc={FRAME_HTML}
        inert
        tabIndex={-1}
        style={{ height }}
        className="w-full rounded-lg border border-slate-200 bg-[#f4f5f7]"
        onLoad={(e) => setBody(e.currentTarget.contentDocument?.body ?? null)}
      />
      {body ? createPortal(<PayApp state={state} now={state.now} busy={false} />, body) : null}
    </>
  );
}
