import { getBase44Client, invokeAdmin } from "./admin-calls.ts";

export interface TeamMember {
  readonly id: string;
  readonly email: string;
  readonly full_name: string | null;
  readonly role: "user" | "admin";
  readonly is_member: boolean;
  readonly disabled: boolean;
  readonly has_password: boolean;
}

export const listTeam = (search: string, limit: number, offset: number) =>
  invokeAdmin<{ users: TeamMember[]; total: number }>("adminListUsers", {
    ...(search ? { search } : {}),
    limit,
    offset,
  });

export const removeAccess = (userId: string) =>
  invokeAdmin<TeamMember>("adminRemoveAccess", { user_id: userId });

/** The SDK's own invitation (auth.inviteUser): the server e-mails a link to set a password. */
export async function inviteMember(email: string, role: "user" | "admin"): Promise<void> {
  const client = await getBase44Client();
  await client.auth.inviteUser(email, role);
}
