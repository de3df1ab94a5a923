'use client';

import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/** What screen readers call the region, one notification and its close button. */
export interface ToastLabels {
  region: string;
  one: string;
  close: string;
}

/** Mounted once in the root layout; renders whatever `toast()` queued. */
export function Toaster({ labels }: { labels: ToastLabels }) {
  const { toasts } = useToast();
  return (
    <ToastProvider label={labels.one}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose aria-label={labels.close} />
        </Toast>
      ))}
      <ToastViewport label={labels.region} />
    </ToastProvider>
  );
}
