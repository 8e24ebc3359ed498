/**
 * A link that asks a documents question (delete a file, change confirmed documents). Without JavaScript it
 * leads to the question's page. With it, the UI kit's modal loads the same question as a fragment; its
 * form is sent by ajax and the answer replaces the modal's section (spec §7 "Modal forms"), and once a
 * change is made the page behind is drawn again from its loader, so the list and the fields match.
 */
import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { Modal } from "../../components/ui/modal.tsx";

export function DocumentsModalLink({
  href,
  title,
  id,
  className,
  children,
}: {
  href: string;
  title: string;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const revalidator = useRevalidator();
  return (
    <Modal
      href={href}
      title={title}
      id={id}
      className={className}
      onAnswer={(response) => {
        if (response.ok) void revalidator.revalidate();
      }}
    >
      {children}
    </Modal>
  );
}
