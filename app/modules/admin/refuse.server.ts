/**
 * How a staff action refuses its input: an AppError 'Aksi Ditolak' (400), at the text field it is
 * about when there is one. The route answers it with `refuseForm`, naming the row and form.
 */
import { AppError } from "~/utils/app-error";
import { ADMIN_TEXTS as T } from "./texts";

export const actionDenied = (message: string, field?: string) => new AppError(T.actionDenied, message, 400, field);
