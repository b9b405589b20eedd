import { useAdminMessages } from "../admin-messages.tsx";
import { SectionHeader } from "../section-header.tsx";

export default function PlanningFormPage() {
  const m = useAdminMessages();
  return <SectionHeader title={m.nav.planningForms} />;
}
