import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { type Control, useFieldArray, useFormState } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { cn } from "../../../lib/cn";
import {
  EMPTY_ITEM,
  flattenErrors,
  type ItemDraft,
  itemErrors,
  type ListName,
  type ProfileDraft,
} from "./settings-draft";
import { type Editing, ItemDialogForm } from "./settings-item-forms";
import { LIST_CONFIG, type ListConfig } from "./settings-lists";

/** The id of an item's Edit button: the page focuses it when the item has an error. */
export const editButtonId = (list: ListName, index: number) => `settings-${list}-${index}-edit`;

/**
 * A structured list (work history, education, certifications) of the settings form, edited through `useFieldArray`:
 * one card per entry with Edit, Remove, Move up and Move down buttons (named for the entry, so a screen reader says
 * what moves), and an Add / Edit dialog whose own form checks the entry with the server's rules before keeping it.
 * Changes stay in the page until the Save bar saves them; the entries' errors are the page form's.
 */
export function ListEditor<L extends ListName>({
  list,
  title,
  control,
}: {
  list: L;
  title: string;
  control: Control<ProfileDraft, unknown, unknown>;
}) {
  const config: ListConfig<L> = LIST_CONFIG[list];
  const array = useFieldArray({ control, name: list as ListName });
  const items = array.fields as unknown as ItemDraft<L>[];
  const errors = flattenErrors(useFormState({ control, name: list as ListName }).errors);
  const [editing, setEditing] = useState<Editing<L> | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusAfterClose = useRef<string | null>(null);
  const listError = errors[list];
  const full = items.length >= config.max;

  const nameOf = (item: ItemDraft<L>) => config.summary(item).primary;

  const move = (index: number, delta: -1 | 1) => {
    const item = items[index];
    const to = index + delta;
    if (!item || to < 0 || to >= items.length) return;
    array.move(index, to);
    setAnnouncement(`Moved ${nameOf(item)} to position ${to + 1} of ${items.length}.`);
    // Keep the keyboard where it was: on the moved entry's button, or its other move button at the ends.
    requestAnimationFrame(() => {
      const same = document.getElementById(`${list}-${item.key}-${delta < 0 ? "up" : "down"}`) as HTMLButtonElement;
      const other = document.getElementById(`${list}-${item.key}-${delta < 0 ? "down" : "up"}`) as HTMLButtonElement;
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    array.remove(index);
    setAnnouncement(`Removed ${nameOf(item)}. Save to keep this change.`);
    requestAnimationFrame(() => {
      const next = document.getElementById(editButtonId(list, Math.min(index, items.length - 2)));
      (next ?? document.getElementById(`settings-${list}-add`))?.focus();
    });
  };

  const keep = (item: ItemDraft<L>) => {
    if (!editing) return;
    const isNew = editing.index < 0 || editing.index >= items.length;
    const index = isNew ? items.length : editing.index;
    const entry = withoutId(item) as never;
    if (isNew) array.append(entry, { shouldFocus: false });
    else array.update(index, entry);
    setAnnouncement(`${isNew ? "Added" : "Updated"} ${nameOf(item)}. Save to keep this change.`);
    focusAfterClose.current = editButtonId(list, index);
    setEditing(null);
  };

  return (
    <div className="grid gap-3">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {listError && (
        <p id={`settings-${list}-error`} className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">{config.empty}</p>
      ) : (
        <ol className="grid gap-3" aria-label={title}>
          {items.map((item, index) => {
            const s = config.summary(item);
            const problems = itemErrors(errors, list, index);
            const problemList = Object.values(problems);
            const name = s.primary;
            return (
              <li
                key={item.key}
                className={cn(
                  "grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:p-4",
                  problemList.length > 0 && "border-destructive",
                )}
              >
                <div className="min-w-0">
                  <p className="break-words font-medium">{s.primary}</p>
                  {s.secondary && <p className="break-words text-sm text-muted-foreground">{s.secondary}</p>}
                  {s.meta && <p className="text-sm text-muted-foreground">{s.meta}</p>}
                  {s.body && <p className="mt-1 line-clamp-2 break-words text-sm">{s.body}</p>}
                  {problemList.length > 0 && (
                    <p id={`${list}-${item.key}-problems`} className="mt-2 text-sm font-medium text-destructive">
                      Fix this entry: {problemList[0]}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-1.5 sm:justify-end">
                  {(["up", "down"] as const).map((way) => (
                    <Button
                      key={way}
                      id={`${list}-${item.key}-${way}`}
                      type="button"
                      variant="outline"
                      size="icon"
                      className="size-9"
                      aria-label={`Move ${name} ${way}`}
                      title={`Move ${way}`}
                      disabled={way === "up" ? index === 0 : index === items.length - 1}
                      onClick={() => move(index, way === "up" ? -1 : 1)}
                    >
                      {way === "up" ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
                    </Button>
                  ))}
                  <Button
                    id={editButtonId(list, index)}
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Edit ${name}`}
                    aria-describedby={problemList.length > 0 ? `${list}-${item.key}-problems` : undefined}
                    onClick={() => setEditing({ index, item: withoutId(item), errors: problems })}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Remove ${name}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          id={`settings-${list}-add`}
          type="button"
          variant="outline"
          disabled={full}
          onClick={() => setEditing({ index: -1, item: EMPTY_ITEM[list]() as ItemDraft<L>, errors: {} })}
        >
          <Plus aria-hidden="true" />
          Add {config.noun}
        </Button>
        {full && (
          <p className="text-sm text-muted-foreground">
            You have reached the limit of {config.max} {config.noun === "school" ? "schools" : `${config.noun}s`}.
          </p>
        )}
      </div>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent
            className="max-h-[90dvh] max-w-lg overflow-y-auto"
            onCloseAutoFocus={(e) => {
              const id = focusAfterClose.current;
              focusAfterClose.current = null;
              if (!id) return;
              e.preventDefault();
              requestAnimationFrame(() => document.getElementById(id)?.focus());
            }}
          >
            <DialogHeader>
              <DialogTitle>{editing.index < 0 ? `Add ${config.noun}` : `Edit ${config.noun}`}</DialogTitle>
              <DialogDescription>
                Fields marked * are required. Your changes are kept on this page until you save your profile.
              </DialogDescription>
            </DialogHeader>
            <ItemDialogForm
              list={list}
              editing={editing}
              onKeep={keep}
              onCancel={() => setEditing(null)}
              submitLabel={editing.index < 0 ? `Add ${config.noun}` : "Update"}
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

/** An entry as the form holds it: `useFieldArray`'s own `id` is not part of it. */
function withoutId<T extends object>(item: T): T {
  const { id: _id, ...rest } = item as T & { id?: string };
  return rest as T;
}
