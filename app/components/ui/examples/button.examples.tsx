import { Button } from "../button.tsx";
import type { UiComponentExamples } from "./ui-example.ts";

export const buttonExamples: UiComponentExamples = {
  component: "button",
  title: "Button",
  summary: "A form's buttons, and links that look like buttons.",
  examples: [
    {
      name: "default",
      description: "The main action of a page.",
      find: { role: "button", name: "Save and continue" },
      render: () => <Button type="button">Save and continue</Button>,
    },
    {
      name: "secondary",
      description: "An action beside the main one.",
      find: { role: "button", name: "Find address" },
      render: () => (
        <Button type="button" variant="secondary">
          Find address
        </Button>
      ),
    },
    {
      name: "warning",
      description: "An action that cannot be undone.",
      find: { role: "button", name: "Delete account" },
      render: () => (
        <Button type="button" variant="warning">
          Delete account
        </Button>
      ),
    },
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
