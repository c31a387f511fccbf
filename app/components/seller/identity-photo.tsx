/**
 * One identity photo of seller verification (the KTP or the selfie): picked, uploaded straight to
 * storage under the private prefix (`purpose: "identity"`), and verified before the form is sent;
 * only then does its upload id become the hidden field. The photo is never shown back: it has no
 * public address, and only staff open it.
 */
import { CircleCheck, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { FieldMessages, type FieldError } from "~/components/field-shell";
import { UploadFailure, uploadOne } from "~/components/listing-form/upload-client";
import { IMAGE_ACCEPT } from "~/modules/listings/images";
import { VERIFICATION_TEXTS as T } from "~/modules/sellers/texts";
import { useHydrated } from "~/utils/use-hydrated";

type State = { kind: "empty" } | { kind: "busy" } | { kind: "done"; id: string; fileName: string };

export function IdentityPhoto({ name, label, error }: { name: string; label: string; error?: FieldError }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: "empty" });
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `field-${name}`;

  async function pick(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    setState({ kind: "busy" });
    try {
      const uploaded = await uploadOne(file, () => undefined, "identity");
      setState({ kind: "done", id: uploaded.id, fileName: uploaded.fileName });
    } catch (err) {
      setState({ kind: "empty" });
      setProblem(err instanceof UploadFailure ? `${err.title}: ${err.message}` : String(err));
    }
  }

  return (
    <div className="space-y-1" data-testid={`identity-photo-${name}`}>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={!hydrated || state.kind === "busy"}
        onChange={(e) => void pick(e.currentTarget.files?.[0])}
        className="block w-full text-sm"
      />
      {state.kind === "done" ? <input type="hidden" name={name} value={state.id} /> : null}
      <p className="text-xs text-slate-600 dark:text-slate-400">{T.uploadHint}</p>
      {state.kind === "busy" ? (
        <p className="flex items-center gap-1 text-sm" role="status">
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Mengunggah…
        </p>
      ) : null}
      {state.kind === "done" ? (
        <p className="flex items-center gap-1 text-sm text-green-700 dark:text-green-300" role="status">
          <CircleCheck className="size-4" aria-hidden /> {state.fileName}
        </p>
      ) : null}
      <FieldMessages id={`${inputId}-error`} name={name} error={problem ?? error} />
    </div>
  );
}
