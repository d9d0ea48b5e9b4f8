import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePathname } from '../hooks/usePathname.js';
import { useRouter } from '../hooks/useRouter.js';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An internal link: a real `<a href>` (open in new tab still works) that navigates with pushState. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  const current = usePathname() === to;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified || rest.target) return;
    event.preventDefault();
    router.navigate(to);
  };
  return <a aria-current={current ? 'page' : undefined} {...rest} href={to} onClick={handleClick} />;
}
