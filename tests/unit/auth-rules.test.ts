import { describe, expect, it } from "vitest";
import { AGE_CONFIRMATION_REQUIRED, SignUpInput, TERMS_REQUIRED } from "../../src/core/contracts/auth";
import type { Role } from "../../src/core/domain";
import { employerEmailHint, isPersonalEmailDomain } from "../../src/core/employer-email";
import { VALIDATION } from "../../src/core/messages";
import { afterSignInPath } from "../../src/web/features/auth/after-sign-in";
import { billingPath, roleHome } from "../../src/web/features/auth/destinations";
import { authRedirectFor, decideAccess } from "../../src/web/features/auth/guard";
import { displayName, userInitials } from "../../src/web/features/auth/initials";
import type { SessionState } from "../../src/web/features/auth/session";
import { sessionStateOf } from "../../src/web/features/auth/session";
import { signUpPayload } from "../../src/web/features/auth/sign-up/sign-up-values";
import { fieldErrorsFromServer, firstSignUpError, signUpFieldErrors } from "../../src/web/features/auth/sign-up-errors";
import { userMenuEntries } from "../../src/web/features/auth/user-menu";

describe("avatar initials (SPEC §2)", () => {
  it.each([
    [{ fullName: "Dana Whitfield", email: "d@x.example" }, "DW"],
    [{ fullName: "  ada   lovelace  byron ", email: "a@x.example" }, "AB"],
    [{ fullName: "Cher", email: "c@x.example" }, "C"],
    [{ fullName: "élodie durand", email: null }, "ÉD"],
    [{ fullName: "   ", email: "morgan@x.example" }, "M"],
    [{ fullName: null, email: "zoe@x.example" }, "Z"],
    [{ fullName: null, email: "" }, "U"],
    [{ fullName: "", email: null }, "U"],
    [null, "U"],
  ])("%j → %s", (user, expected) => {
    expect(userInitials(user)).toBe(expected);
  });

  it("names the menu with the full name, else User", () => {
    expect(displayName({ fullName: "Dana Whitfield" })).toBe("Dana Whitfield");
    expect(displayName({ fullName: "  " })).toBe("User");
    expect(displayName({ fullName: null })).toBe("User");
  });
});

const user = (roles: Role[]): SessionState => ({
  status: "signed-in",
  user: {
    id: "u1",
    email: "u@x.example",
    emailVerified: true,
    fullName: "U X",
    avatarUrl: null,
    accountType: null,
    roles,
    twoFactorEnabled: false,
    secondFactorRequired: false,
  },
});

describe("route guard decisions (SPEC §5)", () => {
  const loading: SessionState = { status: "loading", user: null };
  const out: SessionState = { status: "signed-out", user: null };

  it("waits while the session loads, whatever the route", () => {
    for (const r of ["employer", "professional", "admin", "signed-in"] as const)
      expect(decideAccess(loading, r)).toBe("wait");
  });
  it("sends visitors to /auth", () => {
    for (const r of ["employer", "professional", "admin", "signed-in"] as const) {
      expect(decideAccess(out, r)).toBe("redirect-auth");
    }
  });
  it("waits while a signed-in user has no roles yet on a role route, not on a signed-in route", () => {
    expect(decideAccess(user([]), "employer")).toBe("wait");
    expect(decideAccess(user([]), "signed-in")).toBe("allow");
  });
  it("allows the matching role and sends a wrong role to /", () => {
    expect(decideAccess(user(["employer"]), "employer")).toBe("allow");
    expect(decideAccess(user(["employer"]), "professional")).toBe("redirect-home");
    expect(decideAccess(user(["professional"]), "employer")).toBe("redirect-home");
    expect(decideAccess(user(["professional"]), "admin")).toBe("redirect-home");
    expect(decideAccess(user(["employer"]), "admin")).toBe("redirect-home");
  });
  it("lets admin pass every role check", () => {
    for (const r of ["employer", "professional", "admin", "signed-in"] as const) {
      expect(decideAccess(user(["admin"]), r)).toBe("allow");
    }
  });
  it("builds the way back for /auth?redirect=", () => {
    expect(authRedirectFor({ pathname: "/dashboard/employer", search: "" })).toBe(
      "/auth?redirect=%2Fdashboard%2Femployer",
    );
    expect(authRedirectFor({ pathname: "/admin/users", search: "?page=2&q=a b" })).toBe(
      `/auth?redirect=${encodeURIComponent("/admin/users?page=2&q=a b")}`,
    );
    expect(authRedirectFor({ pathname: "/", search: "" })).toBe("/auth");
  });
});

describe("session state", () => {
  it("is loading before the first answer, then signed in or out", () => {
    expect(sessionStateOf({ isPending: true, isError: false }).status).toBe("loading");
    expect(sessionStateOf({ data: { user: null }, isPending: false, isError: false }).status).toBe("signed-out");
    const me = (user(["employer"]) as { user: NonNullable<SessionState["user"]> }).user;
    expect(sessionStateOf({ data: { user: me }, isPending: false, isError: false })).toEqual({
      status: "signed-in",
      user: me,
    });
  });
  it("treats a failed check with nothing known as signed out", () => {
    expect(sessionStateOf({ isPending: false, isError: true }).status).toBe("signed-out");
  });
});

describe("redirect after sign-in", () => {
  it("honours a same-site path", () => {
    expect(afterSignInPath("/dashboard/employer/rate?x=1", ["employer"])).toBe("/dashboard/employer/rate?x=1");
    expect(afterSignInPath("/pricing", ["professional"])).toBe("/pricing");
  });
  it("ignores absolute, protocol-relative and odd URLs, and /auth itself", () => {
    for (const bad of [
      "https://evil.example/x",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "dashboard",
      "/auth",
      "/auth?mode=signup",
      "/auth/reset-password",
      "",
      null,
      undefined,
    ]) {
      expect(afterSignInPath(bad, ["employer"]), String(bad)).toBe("/dashboard/employer");
    }
  });
  it("falls back to the role's home", () => {
    expect(roleHome(["employer"])).toBe("/dashboard/employer");
    expect(roleHome(["professional"])).toBe("/dashboard/professional");
    expect(roleHome(["admin"])).toBe("/admin");
    expect(roleHome(["employer", "admin"])).toBe("/admin");
    expect(roleHome([])).toBe("/");
  });
  it("links Billing by role", () => {
    expect(billingPath(["employer"])).toBe("/dashboard/employer/billing");
    expect(billingPath(["professional"])).toBe("/dashboard/professional/billing");
  });
});

describe("avatar menu entries (SPEC §2)", () => {
  const me = (roles: Role[]) => ({ id: "u", email: "u@x.example", roles });
  const labels = (roles: Role[]) => userMenuEntries(me(roles)).map((e) => e.label);
  it("shows role entries, then Billing, Notifications, Help, security", () => {
    expect(labels(["employer"])).toEqual([
      "Employer Dashboard",
      "Billing",
      "Notifications",
      "Help",
      "Account security",
    ]);
    expect(labels(["professional"])).toEqual(["My Profile", "Billing", "Notifications", "Help", "Account security"]);
    // Only the roles the person holds (issue 15 §7): an administrator is not offered an employer dashboard or a profile.
    expect(labels(["admin"]).slice(0, 2)).toEqual(["Admin Panel", "Billing"]);
    expect(labels(["admin", "employer"]).slice(0, 2)).toEqual(["Employer Dashboard", "Admin Panel"]);
  });
  it("links Billing to the professional page for professionals", () => {
    expect(userMenuEntries(me(["professional"])).find((e) => e.label === "Billing")?.to).toBe(
      "/dashboard/professional/billing",
    );
  });
});

describe("sign-up errors: first message in form order (SPEC §5)", () => {
  const base = {
    accountType: "employer" as const,
    fullName: "",
    email: "dana@gmail.com",
    password: "short",
    companyName: "A",
    companyWebsite: "",
    ageConfirmed: false,
    termsAccepted: false,
  };
  const errorsOf = (v: typeof base) => {
    const r = SignUpInput.safeParse(signUpPayload(v));
    expect(r.success).toBe(false);
    return signUpFieldErrors(r.success ? [] : r.error.issues);
  };

  it("reports one message per field, and the toast takes Full Name first", () => {
    const errors = errorsOf(base);
    expect(errors).toMatchObject({
      fullName: VALIDATION.fullNameRequired,
      password: VALIDATION.passwordTooShort,
      companyName: VALIDATION.companyNameTooShort,
      companyWebsite: VALIDATION.companyWebsiteRequired,
      ageConfirmed: AGE_CONFIRMATION_REQUIRED,
      termsAccepted: TERMS_REQUIRED,
    });
    expect(firstSignUpError(errors)).toEqual({ field: "fullName", message: VALIDATION.fullNameRequired });
  });

  it("walks the order: email, password, company name, website, age, terms", () => {
    const ok = {
      ...base,
      fullName: "Dana Whit",
      email: "dana@acme.example",
      password: "a-long-passphrase",
      companyName: "Acme",
      companyWebsite: "https://acme.example",
      ageConfirmed: true,
      termsAccepted: true,
    };
    expect(SignUpInput.safeParse(signUpPayload(ok)).success).toBe(true);
    const steps: Array<[Partial<typeof base>, string]> = [
      [{ email: "nope", password: "x" }, VALIDATION.invalidEmail],
      [{ email: "dana@gmail.com", password: "x" }, VALIDATION.employerEmailDomain],
      // A failed consent box used to hide the e-mail rule (issue 20 §2): the e-mail comes first in the form.
      [{ email: "dana@gmail.com", ageConfirmed: false }, VALIDATION.employerEmailDomain],
      [{ email: "dana@gmail.com", termsAccepted: false, companyWebsite: "" }, VALIDATION.employerEmailDomain],
      [{ password: "x", companyName: "" }, VALIDATION.passwordTooShort],
      [{ companyName: "", companyWebsite: "not a url" }, VALIDATION.companyNameTooShort],
      [{ companyWebsite: "not a url", ageConfirmed: false }, VALIDATION.companyWebsiteInvalid],
      [{ ageConfirmed: false, termsAccepted: false }, AGE_CONFIRMATION_REQUIRED],
      [{ termsAccepted: false }, TERMS_REQUIRED],
      [{ email: "dana@other.example" }, VALIDATION.employerEmailDomain],
    ];
    for (const [change, message] of steps) {
      expect(firstSignUpError(errorsOf({ ...ok, ...change }))?.message, JSON.stringify(change)).toBe(message);
    }
  });

  it("sends professionals without company fields (the schema is strict)", () => {
    const payload = signUpPayload({ ...base, accountType: "professional" as never });
    expect(payload).not.toHaveProperty("companyName");
    expect(payload).not.toHaveProperty("companyWebsite");
    const r = SignUpInput.safeParse({
      ...payload,
      fullName: "M",
      email: "m@gmail.com",
      password: "a-long-passphrase",
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(r.success).toBe(true);
  });

  it("orders the server's field errors the same way and ignores unknown keys", () => {
    const errors = fieldErrorsFromServer({ role: "Unrecognized key", password: "too common", email: "taken" });
    expect(errors).toEqual({ password: "too common", email: "taken" });
    expect(firstSignUpError(errors)?.field).toBe("email");
    expect(firstSignUpError({})).toBeNull();
  });
});

describe("personal e-mail providers are matched on the registrable domain (issue 20 §2)", () => {
  it("refuses the providers under any public suffix", () => {
    for (const domain of ["gmail.com", "googlemail.co.uk", "yahoo.co.uk", "outlook.fr", "me.com", "pm.me", "mail.com"])
      expect(isPersonalEmailDomain(domain), domain).toBe(true);
  });

  it("accepts a company's own subdomain whose first label is a provider's name", () => {
    for (const domain of ["mail.acme-widgets.com", "me.acme.co.uk", "pm.acme-widgets.com", "acme.com"])
      expect(isPersonalEmailDomain(domain), domain).toBe(false);
    expect(employerEmailHint("hr@mail.acme-widgets.com", "https://mail.acme-widgets.com").kind).toBe("match");
    const signUp = SignUpInput.safeParse({
      accountType: "employer",
      fullName: "Dana Whit",
      email: "hr@mail.acme-widgets.com",
      password: "a-long-passphrase",
      companyName: "Acme Widgets",
      companyWebsite: "https://mail.acme-widgets.com",
      ageConfirmed: true,
      termsAccepted: true,
    });
    expect(signUp.success).toBe(true);
  });
});
