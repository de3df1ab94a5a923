'use client';

import { useRef, useState } from 'react';
import { FILE_A_CLAIM, GET_A_QUOTE, MAIN_NAV } from '@/content/site';
import { CloseIcon, MenuIcon } from '@/components/ui/inline-icons';
import { NavLinks } from './nav-links';
import { PhoneNumber } from '@/components/content/phone-number';

/**
 * The side menu of small screens, on the platform's modal <dialog>: showModal() makes the page
 * behind inert and moves focus in, Escape closes it, and focus goes back to the menu button.
 */
export function MobileMenu({ phone, phoneHref }: { phone: string; phoneHref: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  const close = () => dialogRef.current?.close();

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label="Open menu"
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-accent"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      <dialog
        id="mobile-menu"
        ref={dialogRef}
        aria-label="Site menu"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its panel) closes it.
          if (event.target === dialogRef.current) close();
        }}
        className="m-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50 motion-safe:open:[animation:slide-in_200ms_ease-out]"
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto p-6">
          <div className="flex items-center justify-between">
            <span className="text-lg font-semibold">Menu</span>
            <button
              type="button"
              onClick={close}
              aria-label="Close menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-accent"
            >
              <CloseIcon className="h-6 w-6" />
            </button>
          </div>
          <nav aria-label="Mobile">
            <NavLinks
              links={MAIN_NAV}
              className="flex flex-col gap-1"
              linkClassName="block text-base"
              onNavigate={close}
            />
          </nav>
          <nav aria-label="Quotes and claims" className="border-t pt-4">
            <p id="mobile-menu-quote" className="px-3 pb-1 text-sm font-semibold text-muted-foreground">
              {GET_A_QUOTE.label}
            </p>
            <NavLinks
              links={GET_A_QUOTE.links}
              aria-labelledby="mobile-menu-quote"
              className="flex flex-col gap-1"
              linkClassName="block text-base"
              onNavigate={close}
            />
            <NavLinks
              links={[FILE_A_CLAIM]}
              className="mt-2 flex flex-col gap-1"
              linkClassName="block text-base"
              onNavigate={close}
            />
          </nav>
          <a
            href={phoneHref}
            className="mt-auto inline-flex h-11 items-center justify-center rounded-md bg-primary px-4 font-medium text-primary-foreground"
          >
            Call <PhoneNumber>{phone}</PhoneNumber>
          </a>
        </div>
      </dialog>
    </div>
  );
}
