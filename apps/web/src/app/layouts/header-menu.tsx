// A dropdown of the public header (Gymnastics Training, About, My Account): the WAI-ARIA menu button
// pattern, drawn as Mantine's Menu draws it, in a few lines instead of Menu + Popover + floating-ui
// (about 45 kB gz the landing no longer loads). The trigger is a button with
// aria-haspopup="menu" and aria-expanded; the open list is role="menu" with role="menuitem" links or
// buttons. A click, Enter, Space or ArrowDown open it on the first item (ArrowUp on the last), ArrowUp/Down,
// Home and End move between items, Escape closes it and gives the focus back to the button, Tab or a
// click elsewhere closes it, and choosing an item closes it.
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './header-menu.module.css';

export type HeaderMenuItem = { key: string; label: string; icon?: ReactNode } & ({ to: string } | { onSelect: () => void });

export type HeaderMenuTriggerProps = {
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

type Focus = 'first' | 'last';

export function HeaderMenu({
  items,
  align = 'start',
  offset = 4,
  trigger,
}: {
  items: HeaderMenuItem[];
  align?: 'start' | 'end';
  offset?: number;
  trigger: (props: HeaderMenuTriggerProps) => ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState<Focus | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(null);
      if (returnFocus) document.getElementById(id)?.focus();
    },
    [id],
  );

  const itemEls = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // On opening, the focus goes to the first item (the last one with ArrowUp), as in Mantine's Menu;
  // the next frame fades the list in.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!open) return;
    const els = itemEls();
    (open === 'first' ? els[0] : els[els.length - 1])?.focus();
    const frame = requestAnimationFrame(() => setShown(true));
    return () => {
      cancelAnimationFrame(frame);
      setShown(false);
    };
  }, [open]);

  // A press anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onTriggerClick = () => setOpen((o) => (o ? null : 'first'));
  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };
  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const els = itemEls();
    const at = els.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      els[(to + els.length) % els.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at < 0 ? -1 : at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(-1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  const menuId = `${id}-menu`;
  return (
    <div
      ref={rootRef}
      className={classes.root}
      onBlur={(e) => {
        if (open && !rootRef.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget) close(false);
      }}
    >
      {trigger({
        id,
        'aria-haspopup': 'menu',
        'aria-expanded': Boolean(open),
        'aria-controls': open ? menuId : undefined,
        onClick: onTriggerClick,
        onKeyDown: onTriggerKeyDown,
      })}
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={id}
          tabIndex={-1}
          className={`${classes.dropdown} ${align === 'end' ? classes.end : classes.start}`}
          data-shown={shown || undefined}
          style={{ '--menu-offset': `${offset}px` } as CSSProperties}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            const content = (
              <>
                {item.icon && <span className={classes.icon}>{item.icon}</span>}
                <span>{item.label}</span>
              </>
            );
            return 'to' in item ? (
              <Link
                key={item.key}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className={classes.item}
                onClick={() => close(false)}
              >
                {content}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={classes.item}
                onClick={() => {
                  close(false);
                  item.onSelect();
                }}
              >
                {content}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
