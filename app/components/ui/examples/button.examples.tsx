import { Button } from "../button.tsx";
import type { UiComponentExamples } from "./ui-example.ts";

export const buttonExamples: UiComponentExamples = {
  component: "button",
  title: "Button",
  summary: "A form's buttons, and links that look like buttons.",
  examples: [
    ...(
      [
        ["default", "The main action of a page.", "primary", "Save and continue"],
        ["secondary", "An action beside the main one.", "secondary", "Find address"],
        ["warning", "An action that cannot be undone.", "warning", "Delete account"],
      ] as const
    ).map(([name, description, variant, text]) => ({
      name,
      description,
      find: { role: "button", name: text } as const,
      render: () => (
        <Button type="button" variant={variant}>
          {text}
        </Button>
      ),
    })),
    {
      name: "link-button",
      description: "A link that looks like a button: it goes somewhere, so it stays a link.",
      find: { role: "link", name: "Add a user" },
      render: () => <Button href="/my-gazette/team/add">Add a user</Button>,
    },
    {
      name: "start",
      description: "The call to action that starts a service.",
      find: { role: "link", name: "Start now" },
      render: () => (
        <Button href="/register" start>
          Start now
        </Button>
      ),
    },
    {
      name: "disabled",
      description: "Not available yet (say why nearby: a disabled button explains nothing).",
      find: { role: "button", name: "Purchase" },
      render: () => (
        <Button type="button" disabled>
          Purchase
        </Button>
      ),
    },
    {
      name: "prevent-double-click",
      description: "A second click within a second of the first is ignored, so the form is sent once.",
      find: { role: "button", name: "Send" },
      render: () => (
        <form method="get" action="/dev/ui-kit/button/prevent-double-click">
          <input type="hidden" name="sent" value="1" />
          <Button preventDoubleClick>Send</Button>
        </form>
      ),
    },
  ],
};
