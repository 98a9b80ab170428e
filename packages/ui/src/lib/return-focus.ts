import * as React from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function canTakeFocus(element: Element | null | undefined): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element !== document.body &&
    !element.matches(':disabled') &&
    element.closest('[hidden], [inert]') === null
  );
}

const firstFocusableIn = (scope: Element | null | undefined) =>
  scope?.isConnected ? [...scope.querySelectorAll(FOCUSABLE)].find(canTakeFocus) : undefined;

/** What the focus goes back to, noted when a dialog opens. */
interface Opener {
  element: HTMLElement | null;
  /** Its accessible name: a row drawn again has a new element of the same name. */
  name: string | null;
  /** The list row it was in (`data-row-id`): its row takes the focus if the opener is gone. */
  rowId: string | null;
  /** The regions it was in, innermost first: the first still shown gives its first control. */
  scopes: Element[];
}

const SCOPES = '[role="region"], section, form, [data-slot="data-table"]';

function openerOf(element: HTMLElement | null): Opener {
  // A menu item closes with its menu: the menu's button stands for it.
  const menuLabel = element?.closest('[role="menu"][aria-labelledby]')?.getAttribute('aria-labelledby');
  const menuButton = menuLabel ? document.getElementById(menuLabel) : null;
  const opener = menuButton ?? element;
  const scopes: Element[] = [];
  for (let scope = opener?.closest(SCOPES); scope; scope = scope.parentElement?.closest(SCOPES)) {
    scopes.push(scope);
  }
  return {
    element: opener,
    name: opener ? (opener.getAttribute('aria-label') ?? opener.textContent) : null,
    rowId: opener?.closest('[data-row-id]')?.getAttribute('data-row-id') ?? null,
    scopes,
  };
}

/**
 * Where the focus last was, noted as it arrived: a button disabled while its call runs, or removed by
 * its change, loses the focus to the page, and a dialog opened then would otherwise know nothing.
 */
let lastFocused: Opener | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = openerOf(event.target);
    },
    true,
  );
}

function noteOpener(): Opener | null {
  const active = document.activeElement;
  return canTakeFocus(active) ? openerOf(active) : lastFocused;
}

/** A row left with nothing to focus (its only action done): the next row's control, else the previous. */
function nearbyRowControl(row: Element | undefined): HTMLElement | undefined {
  for (const step of ['nextElementSibling', 'previousElementSibling'] as const) {
    for (let other = row?.[step]; other; other = other[step]) {
      const control = firstFocusableIn(other);
      if (control) return control;
    }
  }
  return undefined;
}

/**
 * The opener if it can still take the focus; else what took its place: a control of its row (the row
 * is re-rendered after a change) or of the rows beside it, the first control of the innermost region
 * still shown, the page's main content.
 */
function landingOf(opener: Opener | null): HTMLElement | undefined {
  if (canTakeFocus(opener?.element)) return opener.element;
  const row = [...document.querySelectorAll('[data-row-id]')].find(
    (candidate) => opener?.rowId != null && candidate.getAttribute('data-row-id') === opener.rowId,
  );
  const main = document.getElementById('main-content') ?? document.querySelector('main');
  const inScope = opener?.scopes.map(firstFocusableIn).find(Boolean);
  const sameName = row
    ? [...row.querySelectorAll(FOCUSABLE)].find(
        (control): control is HTMLElement =>
          canTakeFocus(control) &&
          (control.getAttribute('aria-label') ?? control.textContent) === opener?.name,
      )
    : undefined;
  return (
    sameName ??
    firstFocusableIn(row) ??
    nearbyRowControl(row) ??
    inScope ??
    (canTakeFocus(main) ? main : undefined)
  );
}

/** How long after a dialog closes the focus is kept from falling to the page (rows drawn again). */
const FOCUS_GUARD_MS = 2000;

/**
 * Keeps the focus off the page's top for a moment after a dialog closed: the change it made may still
 * be rendering (a row re-read and drawn again, the opener removed), so whenever the focus falls to the
 * page it is placed again, until the person acts or the moment passes.
 */
function guardFocus(noted: Opener | null) {
  // The page's document, held: the timer that ends the guard may fire after the page is gone.
  const page = document;
  const place = () => {
    const active = page.activeElement;
    if (active === null || active === page.body) landingOf(noted)?.focus();
  };
  const observer = new MutationObserver(place);
  const stop = () => {
    observer.disconnect();
    page.removeEventListener('pointerdown', stop, true);
    page.removeEventListener('keydown', stop, true);
  };
  requestAnimationFrame(place);
  observer.observe(page.body, { childList: true, subtree: true });
  page.addEventListener('pointerdown', stop, true);
  page.addEventListener('keydown', stop, true);
  setTimeout(stop, FOCUS_GUARD_MS);
}

/**
 * Where focus goes when a dialog closes: back to the element that had it when the dialog opened
 * (the button that opened it, even when the dialog was opened from state rather than a Trigger, or
 * the button was disabled while its call ran), else to what took its place (see `landingOf`), never
 * the page's top. Spread the result on the Radix content.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = React.useRef<Opener | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Still the opener: Radix moves focus into the dialog after this event.
      opener.current = noteOpener();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const noted = opener.current;
      opener.current = null;
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (canTakeFocus(noted?.element)) noted.element.focus();
      guardFocus(noted);
    },
  };
}
