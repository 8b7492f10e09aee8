/** What every attendance route says in the OpenAPI document (`/api/docs`). */
export const security = [{ bearer: [] }];
export const tags = ['attendance'];
