import { apiCall } from "../../../lib/api";

/** Delete one of the employer's own ratings (allowed while it is editable). */
export const deleteRating = (id: string) => apiCall("DELETE /employer/ratings/:ratingId", { params: { ratingId: id } });
