import { permissionGuard } from "../../../features/accounts/area-guard.server.ts";
import type { Route } from "./+types/images-layout";

/** Uploading and deleting images: people who hold the manage-images permission. */
export const middleware: Route.MiddlewareFunction[] = [permissionGuard("manage-images")];
