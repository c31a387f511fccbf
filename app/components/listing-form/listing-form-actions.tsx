import { Link } from "@remix-run/react";
import { Button } from "~/components/ui";

/** The listing form's last row (create and edit): submit, which waits for uploads, and 'Batal'. */
export function ListingFormActions({
  submitting,
  uploading,
  label,
}: {
  submitting: boolean;
  uploading: boolean;
  label: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={submitting || uploading}>
        {submitting ? "Menyimpan..." : uploading ? "Menunggu unggahan..." : label}
      </Button>
      <Link to="/seller/dashboard" className="text-sm font-semibold text-brand hover:underline">
        Batal
      </Link>
    </div>
  );
}
