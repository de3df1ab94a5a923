import { Button } from '@/components/ui/button';
import { logoutAction } from '@/server/console/actions/session-actions';
import { ConsoleNavLink } from './console-nav-link';
import { ShellScriptFallback } from './shell-script-fallback';

interface Props {
  operator: { email: string; role: 'admin' | 'agent' };
  children: React.ReactNode;
}

/** The console's frame: skip link, navigation, who is signed in, sign out. */
export function ConsoleShell({ operator, children }: Props) {
  const links = [
    { href: '/console', label: 'Inbox' },
    { href: '/console/deliveries', label: 'Deliveries' },
    { href: '/console/opt-outs', label: 'Opt-outs' },
    ...(operator.role === 'admin' ? [{ href: '/console/audit', label: 'Audit log' }] : []),
  ];
  return (
    <>
      <ShellScriptFallback />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
          <p className="font-semibold">InsuranceMatch console</p>
          <nav aria-label="Console">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {links.map((link) => (
                <li key={link.href}>
                  <ConsoleNavLink href={link.href} label={link.label} />
                </li>
              ))}
            </ul>
          </nav>
          {/* Wraps on a phone: a long e-mail and both sign-out buttons stay inside 390 px (issue 23). */}
          <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm sm:ml-auto">
            <span className="min-w-0 break-all">
              {operator.email} <span className="whitespace-nowrap">({operator.role})</span>
            </span>
            <form action={logoutAction}>
              <Button type="submit" variant="outline" size="sm">
                Sign out
              </Button>
            </form>
            <form action={logoutAction}>
              <input type="hidden" name="everywhere" value="yes" />
              <Button type="submit" variant="ghost" size="sm">
                Sign out everywhere
              </Button>
            </form>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
