// The platform's invoker commands (`<button commandfor="id" command="show-modal">`), which open and
// close a <dialog> without a script (decision 175); @types/react 19.3 does not list them yet.
import 'react';

declare module 'react' {
  // The type parameter must match React's own declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    commandfor?: string;
  }
}
