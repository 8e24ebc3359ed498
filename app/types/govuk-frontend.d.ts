declare module "govuk-frontend" {
  export function initAll(config?: Record<string, unknown>): void;
}
