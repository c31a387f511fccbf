/**
 * What the nickname check said about a typed top-up ID, in the same words on the top-up page and in
 * the checkout's ID confirmation: the nickname to confirm, "ID tidak ditemukan", or a plain note
 * that it could not be checked (and a second look at the ID).
 */
import type { NicknameCheck } from "~/modules/topups/types";
import { NICKNAME_TEXTS as T } from "~/modules/topups/texts";

export function NicknameNote({ check }: { check: NicknameCheck }) {
  if (check.state === "found")
    return (
      <p className="block" data-testid="id-nickname" data-state="found" role="status">
        {T.label}: <b className="break-all">{check.nickname}</b> — {T.sure}
      </p>
    );
  return (
    <p
      className="block font-medium text-amber-800 dark:text-amber-300"
      data-testid="id-nickname"
      data-state={check.state}
      role="status"
    >
      {check.state === "not_found" ? T.notFound : T.unavailable}
    </p>
  );
}
