import { ConsoleShell } from '@/components/console/console-shell';
import { requireOperator } from '@/server/console/auth';

export default async function DeskLayout({ children }: { children: React.ReactNode }) {
  const operator = await requireOperator();
  return <ConsoleShell operator={{ email: operator.email, role: operator.role }}>{children}</ConsoleShell>;
}
