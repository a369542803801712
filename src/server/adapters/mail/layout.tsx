import { Body, Button, Container, Head, Heading, Hr, Html, Link, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { Fragment } from "react";

/** What every Standing e-mail shows (decision 0344): a title, paragraphs, an optional button, an optional footer. */
export interface MailContent {
  title: string;
  paragraphs: string[];
  /** The button, with its address spelled out below it for mail readers that do not show buttons. */
  action?: { label: string; url: string };
  /** Notice e-mail's footer (D210): each line a sentence, a link when it has an address. */
  footer?: { text: string; url?: string }[];
}

const ink = "#0b1b2b";
const brand = "#0f3d5e";
const muted = "#52606d";
const small = { fontSize: "12px", lineHeight: "18px", color: muted, margin: "0 0 16px" };

/** The one layout of every e-mail: the house colours and the tagline. Nothing in it names a rater (D5). */
export function MailLayout({ title, paragraphs, action, footer }: MailContent) {
  return (
    <Html lang="en">
      <Head />
      <Body style={{ fontFamily: "system-ui,sans-serif", color: ink, backgroundColor: "#ffffff" }}>
        <Container style={{ maxWidth: "560px", margin: "24px auto", padding: "0 16px" }}>
          <Heading as="h1" style={{ fontSize: "20px", color: brand }}>
            {title}
          </Heading>
          {paragraphs.map((paragraph, i) => (
            // The paragraphs are fixed per mail: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Text key={i} style={{ fontSize: "14px", lineHeight: "22px", margin: "0 0 16px" }}>
              {paragraph}
            </Text>
          ))}
          {action ? (
            <>
              <Button
                href={action.url}
                style={{
                  display: "inline-block",
                  backgroundColor: brand,
                  color: "#ffffff",
                  padding: "10px 18px",
                  borderRadius: "6px",
                  textDecoration: "none",
                  margin: "0 0 16px",
                }}
              >
                {action.label}
              </Button>
              <Text style={small}>
                If the button does not work, paste this address into your browser:
                <br />
                {action.url}
              </Text>
            </>
          ) : null}
          <Text style={small}>Standing — the verified reputation network for today's workforce.</Text>
          {footer && footer.length > 0 ? (
            <>
              <Hr />
              <Text style={{ ...small, color: "#555555" }}>
                {footer.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the footer's lines are fixed per mail
                  <Fragment key={i}>
                    {i > 0 ? <br /> : null}
                    {line.url ? <Link href={line.url}>{line.text}</Link> : line.text}
                  </Fragment>
                ))}
              </Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of a mail. */
export function renderMailHtml(content: MailContent): Promise<string> {
  return render(<MailLayout {...content} />);
}

/**
 * The same mail as plain text, by react-email's own conversion. The text part a mail is sent with stays the one its
 * builder writes (what /dev/mail shows and the journeys read, decision 0344); tests check this says the same.
 */
export function renderMailPlainText(content: MailContent): Promise<string> {
  return render(<MailLayout {...content} />, { plainText: true });
}
