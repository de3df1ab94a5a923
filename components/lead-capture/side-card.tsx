import type * as React from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** A card beside a form (help, what to include, benefits...), with an h2 for the page outline. */
export function SideCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold tracking-tight">
          {icon}
          {title}
        </h2>
      </CardHeader>
      <CardContent className="text-sm">{children}</CardContent>
    </Card>
  );
}
