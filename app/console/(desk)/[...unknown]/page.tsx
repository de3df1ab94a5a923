import { notFound } from 'next/navigation';

/**
 * Any other address under /console (a mistyped or retired link such as /console/users): the
 * desk's own 404, inside its menu with the way back to the inbox, after the desk layout has
 * asked for a session (so a visitor learns nothing about which console pages exist).
 */
export default function UnknownDeskPage(): never {
  notFound();
}
