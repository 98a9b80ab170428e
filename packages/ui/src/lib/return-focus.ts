import * as React from 'react';

/**
 * Where focus goes when a dialog closes: back to the element that had it when the dialog opened
 * (the button that opened it), even when the dialog was opened from state rather than a Trigger,
 * where Radix would leave focus on `<body>`. Spread the result on the Radix content.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = React.useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Still the opener: Radix moves focus into the dialog after this event.
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented) return;
      if (target instanceof HTMLElement && target.isConnected && target !== document.body) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
