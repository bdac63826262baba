// A menu beside "Copy page": the page as Markdown, or a chat with ChatGPT or Claude that starts by reading it.
// The items are plain links built from the route; nothing is fetched or sent before the reader follows one, so
// the Content-Security-Policy needs no new address.
import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {pageMenuLinks} from '@site/src/lib/llms/page-menu';
import styles from './styles.module.css';

type Props = {permalink: string};

export default function PageMenu({permalink}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLAnchorElement | null)[]>([]);
  const menuId = useId();
  const links = pageMenuLinks(permalink);

  const focusItem = (index: number) => {
    const count = links.length;
    items.current[((index % count) + count) % count]?.focus();
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // A click or focus anywhere outside the menu closes it, as for any menu.
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const target = event.key === 'ArrowDown' ? 0 : links.length - 1;
      requestAnimationFrame(() => focusItem(target));
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = {ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1};
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="More ways to use this page"
        onClick={() => {
          setOpen(!open);
          if (!open) requestAnimationFrame(() => focusItem(0));
        }}
        onKeyDown={onButtonKey}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label="Page actions"
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {links.map((link, index) => (
          <a
            key={link.id}
            ref={(element) => {
              items.current[index] = element;
            }}
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={link.href}
            data-item={link.id}
            {...(link.external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
            onClick={() => setOpen(false)}
          >
            {link.label}
            {link.external && <span className={styles.external}> (opens in a new tab)</span>}
          </a>
        ))}
      </div>
    </div>
  );
}
