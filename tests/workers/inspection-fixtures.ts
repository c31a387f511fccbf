/** Every tick of the 'Akun sudah diamankan' checklist of a Valorant account (what fixtures.newListing sells). */
import { checklistFor } from "~/modules/orders/secure-checklist";

export const ALL_SECURED = checklistFor("valorant").map((item) => item.id);
