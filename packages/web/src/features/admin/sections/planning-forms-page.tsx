import { useAdminMessages } from "../admin-messages.tsx";
import { SectionHeader } from "../section-header.tsx";

export default function PlanningFormsPage() {
  const m = useAdminMessages();
  return <SectionHeader title={m.nav.planningForms} />;
}
