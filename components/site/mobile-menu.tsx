import { siteTexts } from '@/components/site/site-texts';
import type { Locale } from '@/lib/i18n/locale';
import { CloseIcon, MenuIcon } from '@/components/ui/inline-icons';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';
import { PhoneNumber } from '@/components/content/phone-number';

/**
 * The side menu of small screens: the platform's modal <dialog>, opened and closed by invoker
 * commands (`commandfor`), so it is plain HTML and CSS that works with JavaScript off and hydrates
 * nothing (decision 175). showModal() makes the page behind inert and moves focus in; Escape and
 * a click on the backdrop (`closedby="any"`) close it, and focus goes back to the menu button.
 * Browsers without invoker commands get the same from the shell script's click listener.
 */
export function MobileMenu({ phone, phoneHref, locale }: { phone: string; phoneHref: string; locale: Locale }) {
  const { mainNav: MAIN_NAV, getAQuote: GET_A_QUOTE, fileAClaim: FILE_A_CLAIM, shell } = siteTexts(locale);
  return (
    <div className="shrink-0 lg:hidden">
      <button
        type="button"
        commandfor="mobile-menu"
        command="show-modal"
        aria-haspopup="dialog"
        aria-label={shell.openMenu}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-accent"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      <dialog
        id="mobile-menu"
        aria-label={shell.siteMenu}
        closedby="any"
        className="m-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50 motion-safe:open:[animation:slide-in_200ms_ease-out]"
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto p-6">
          <div className="flex items-center justify-between">
            <span className="text-lg font-semibold">{shell.menu}</span>
            <button
              type="button"
              commandfor="mobile-menu"
              command="close"
              aria-label={shell.closeMenu}
              className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-accent"
            >
              <CloseIcon className="h-6 w-6" />
            </button>
          </div>
          <nav aria-label={shell.mobileNav}>
            <NavLinks links={MAIN_NAV} className="flex flex-col gap-1" linkClassName="block text-base" />
          </nav>
          <nav aria-label={shell.formsNav} className="border-t pt-4">
            <p id="mobile-menu-quote" className="px-3 pb-1 text-sm font-semibold text-muted-foreground">
              {GET_A_QUOTE.label}
            </p>
            <NavLinks
              links={GET_A_QUOTE.links}
              aria-labelledby="mobile-menu-quote"
              className="flex flex-col gap-1"
              linkClassName="block text-base"
            />
            <NavLinks links={[FILE_A_CLAIM]} className="mt-2 flex flex-col gap-1" linkClassName="block text-base" />
          </nav>
          <LanguageSwitch
            locale={locale}
            className="block rounded-md px-3 py-2 text-base font-medium hover:bg-accent"
          />
          <a
            href={phoneHref}
            className="mt-auto inline-flex h-11 items-center justify-center gap-1 rounded-md bg-primary px-4 font-medium text-primary-foreground"
          >
            {/* A flex row drops the space between its items: the gap keeps the words apart. */}
            {shell.callButton} <PhoneNumber>{phone}</PhoneNumber>
          </a>
        </div>
      </dialog>
    </div>
  );
}
