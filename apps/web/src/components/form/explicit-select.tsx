import { NativeSelect } from '@backoffice/ui';
import { type ComponentProps, useRef, useState } from 'react';

const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export type ExplicitSelectProps = Omit<ComponentProps<typeof NativeSelect>, 'onChange' | 'value'> & {
  value: string;
  /** Called once the user has chosen: a pick with the pointer, or Enter / leaving after browsing with the keys. */
  onChoose: (value: string) => void;
};

/**
 * A select whose change acts at once (a confirmation, a save) only on an explicit choice. A closed
 * native select changes its value on every ArrowDown; browsing with the keys only shows the option,
 * and Enter or leaving the select chooses it.
 */
export function ExplicitSelect({ value, onChoose, onKeyDown, onBlur, ...props }: ExplicitSelectProps) {
  const [browsing, setBrowsing] = useState<string | null>(null);
  const keyed = useRef(false);
  const choose = (next: string) => {
    setBrowsing(null);
    if (next !== value) onChoose(next);
  };
  return (
    <NativeSelect
      {...props}
      value={browsing ?? value}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (BROWSING_KEYS.has(event.key) || event.key.length === 1) keyed.current = true;
        if (event.key === 'Enter' && browsing !== null) {
          event.preventDefault();
          choose(browsing);
        } else if (event.key === 'Escape' && browsing !== null) {
          setBrowsing(null);
        }
      }}
      onChange={(event) => {
        const next = event.target.value;
        if (keyed.current) {
          keyed.current = false;
          setBrowsing(next);
        } else choose(next);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        keyed.current = false;
        if (browsing !== null) choose(browsing);
      }}
    />
  );
}
