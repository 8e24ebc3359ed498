declare module "govuk-frontend" {
  /** Each component starts on its root element; it throws when the markup is not what it expects. */
  type Component = new (root: Element | null, config?: Record<string, unknown>) => unknown;
  export const Button: Component;
  export const Checkboxes: Component;
  export const ErrorSummary: Component;
  export const NotificationBanner: Component;
  export const Radios: Component;
  export const SkipLink: Component;
}
