/** A one-time message for the next page (see flash.server.ts). */
export interface FlashMessage {
  kind: "success" | "info";
  message: string;
}
