import type { EntityRecord } from "@base44/sdk";

// The entities of base44/entities, registered with the SDK as `base44 types generate` does, so that
// base44.entities.Tool and the rest are typed. The SDK adds the built-in fields (id, created_date...).

export interface ToolFields {
  name: string;
  description?: string;
  category?: "hand_tool" | "power_tool" | "garden" | "kitchen" | "camping" | "other";
  condition?: "like_new" | "good" | "worn";
  neighborhood?: string;
  available?: boolean;
  /** Absent when the caller may not read it (the field's rule). */
  pickup_address?: string;
  safety_checked?: boolean;
}

export interface LoanFields {
  tool_id: string;
  tool_name?: string;
  owner_id: string;
  start_date: string;
  end_date: string;
  status?: "requested" | "approved" | "declined" | "returned";
  message?: string;
}

export interface NoticeFields {
  title: string;
  body?: string;
  pinned?: boolean;
}

declare module "@base44/sdk" {
  interface EntityTypeRegistry {
    Tool: ToolFields;
    Loan: LoanFields;
    Notice: NoticeFields;
  }
}

export type Tool = EntityRecord["Tool"];
export type Loan = EntityRecord["Loan"];
export type Notice = EntityRecord["Notice"];

export interface Me {
  id: string;
  email: string;
  full_name?: string;
  role: string;
  neighborhood?: string;
}

export const categoryNames: Record<NonNullable<ToolFields["category"]>, string> = {
  hand_tool: "Hand tool",
  power_tool: "Power tool",
  garden: "Garden",
  kitchen: "Kitchen",
  camping: "Camping",
  other: "Other",
};
