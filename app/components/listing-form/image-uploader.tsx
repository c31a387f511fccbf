/**
 * Listing images, uploaded straight to storage before the form is sent (ARCHITECTURE.md section 5):
 * per file ticket (POST /uploads) → bytes to the ticket's URL (PUT, with progress) → server-side
 * verification of the stored bytes (POST /uploads/{id}). Each file fails on its own with the spec's
 * toast and the others continue. Only verified images become hidden `imageId` inputs.
 * Without JavaScript nothing can be uploaded; the form says so and still works without images.
 */
import { ImagePlus, LoaderCircle, TriangleAlert, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/toaster";
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, MAX_IMAGES } from "~/modules/listings/images";
import { IMAGE_TEXTS } from "~/modules/listings/texts";
import { Alert } from "~/components/ui";
import { readJson, UploadFailure, uploadOne, type UploadedImage } from "./upload-client";
import { useHydrated } from "~/utils/use-hydrated";

export type { UploadedImage };

type Item =
  | ({ state: "done" } & UploadedImage)
  | { state: "uploading"; localId: string; fileName: string; progress: number; phase: "upload" | "verify" };

export function ImageUploader({
  initial,
  error,
  onBusyChange,
  saved = [],
}: {
  initial: UploadedImage[];
  error?: string | null;
  onBusyChange?: (busy: boolean) => void;
  /** Ids of images the saved listing already shows: removing one only drops it from the form (saving detaches it). */
  saved?: string[];
}) {
  const hydrated = useHydrated();
  const [items, setItems] = useState<Item[]>(() => initial.map((i) => ({ state: "done", ...i })));
  const inputRef = useRef<HTMLInputElement>(null);
  const counter = useRef(0);
  const busy = items.some((i) => i.state === "uploading");

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  function addFiles(files: File[]) {
    // Counted here, synchronously, so a multi-file pick cannot slip past the limit.
    let slots = MAX_IMAGES - items.length;
    for (const file of files) {
      if (slots <= 0) {
        toast.error(IMAGE_TEXTS.limitTitle, { description: `${IMAGE_TEXTS.limit} ${file.name} dilewati.` });
        continue;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        toast.error(IMAGE_TEXTS.tooLargeTitle, { description: IMAGE_TEXTS.tooLarge(file.name) });
        continue;
      }
      if (file.size === 0) {
        toast.error(IMAGE_TEXTS.uploadFailedTitle, { description: `${file.name}: ${IMAGE_TEXTS.empty}` });
        continue;
      }
      slots--;
      const localId = `local-${++counter.current}`;
      setItems((prev) => [...prev, { state: "uploading", localId, fileName: file.name, progress: 0, phase: "upload" }]);
      uploadOne(file, (progress, phase) =>
        setItems((prev) =>
          prev.map((i) => (i.state === "uploading" && i.localId === localId ? { ...i, progress, phase } : i)),
        ),
      ).then(
        (image) =>
          setItems((prev) =>
            prev.map((i) => (i.state === "uploading" && i.localId === localId ? { state: "done", ...image } : i)),
          ),
        (err: unknown) => {
          setItems((prev) => prev.filter((i) => !(i.state === "uploading" && i.localId === localId)));
          const f = err instanceof UploadFailure ? err : new UploadFailure(IMAGE_TEXTS.uploadFailedTitle, String(err));
          toast.error(f.title, { description: `${file.name}: ${f.message}` });
        },
      );
    }
  }

  async function remove(image: UploadedImage) {
    setItems((prev) => prev.filter((i) => !(i.state === "done" && i.id === image.id)));
    if (saved.includes(image.id)) return;
    const res = await fetch(`/uploads/${image.id}`, { method: "DELETE" }).catch(() => null);
    if (!res?.ok) {
      const body = res ? await readJson(res) : {};
      toast.error(IMAGE_TEXTS.deleteFailedTitle, {
        description: body.error?.message ?? "Gambar dihapus dari form, tetapi belum dari penyimpanan.",
      });
    }
  }

  return (
    <fieldset className="space-y-3" data-testid="image-uploader">
      <legend className="text-sm font-medium">Gambar</legend>
      <p id="images-hint" className="text-xs text-slate-600 dark:text-slate-400">
        Maksimal {MAX_IMAGES} gambar, masing-masing maksimal 2 MB (PNG, JPG, atau GIF). Gambar pertama menjadi sampul.
      </p>
      {!hydrated ? (
        <Alert tone="info" testId="images-need-js">
          Unggah gambar memerlukan JavaScript. Aktifkan JavaScript untuk menambah gambar, atau buat listing tanpa gambar
          sekarang.
        </Alert>
      ) : null}
      {items.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Gambar listing">
          {items.map((item) =>
            item.state === "done" ? (
              <li
                key={item.id}
                className="relative overflow-hidden rounded-xl border border-surface-200 dark:border-surface-700"
                data-testid="uploaded-image"
              >
                <input type="hidden" name="imageId" value={item.id} />
                <img src={item.url} alt={item.fileName} className="aspect-[16/10] w-full object-cover" />
                <p className="truncate px-2 py-1 text-xs">{item.fileName}</p>
                {hydrated ? (
                  <button
                    type="button"
                    onClick={() => void remove(item)}
                    className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black"
                    aria-label={`Hapus gambar ${item.fileName}`}
                  >
                    <X className="size-5" aria-hidden="true" />
                  </button>
                ) : null}
              </li>
            ) : (
              <li
                key={item.localId}
                className="flex aspect-[16/10] flex-col justify-center gap-2 rounded-xl border border-dashed border-surface-200 p-3 dark:border-surface-700"
                data-testid="uploading-image"
              >
                <p className="flex items-center gap-2 truncate text-xs">
                  <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />
                  {item.fileName}
                </p>
                <progress
                  className="h-2 w-full accent-accent-500"
                  max={1}
                  value={item.progress}
                  aria-label={`Mengunggah ${item.fileName}`}
                />
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {item.phase === "upload" ? `Mengunggah ${Math.round(item.progress * 100)}%` : "Memeriksa gambar..."}
                </p>
              </li>
            ),
          )}
        </ul>
      ) : null}
      {hydrated ? (
        <div>
          <label
            htmlFor="field-images"
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-surface-200 bg-surface-100 px-4 font-semibold hover:bg-surface-200 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 dark:border-surface-700 dark:bg-surface-800 dark:hover:bg-surface-700"
          >
            <ImagePlus className="size-5" aria-hidden="true" />
            Tambah Gambar ({items.length}/{MAX_IMAGES})
          </label>
          <input
            ref={inputRef}
            id="field-images"
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            aria-describedby="images-hint"
            className="sr-only"
            onChange={(e) => {
              addFiles(Array.from(e.currentTarget.files ?? []));
              e.currentTarget.value = "";
            }}
          />
        </div>
      ) : null}
      {error ? (
        <p className="flex items-center gap-1 text-sm text-red-600 dark:text-red-400" data-testid="imageIds-error">
          <TriangleAlert className="size-4" aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
