import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FieldLabel } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useAdminMessages } from "../admin-messages.tsx";

/**
 * A labelled search box; the search runs on submit (Enter or the button), not on every key. `value` is the
 * search in effect (from the address): the box shows it again after Back or a shared link.
 */
export function SearchForm({
  label,
  value = "",
  onSearch,
}: {
  label: string;
  value?: string;
  onSearch: (text: string) => void;
}) {
  const m = useAdminMessages().ops;
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <Input
            id={id}
            type="search"
            maxLength={254}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {m.search}
        </Button>
      </form>
    </search>
  );
}
