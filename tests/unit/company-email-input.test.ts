import { describe, expect, it } from "vitest";
import { companyEmailFromInput } from "../../src/core/employer-email";
import { EMPLOYER } from "../../src/core/messages";

describe("the verification form's company e-mail box (issue 20 §3)", () => {
  const domain = "northwind.example";

  it("adds the company's domain to the part before the @", () => {
    expect(companyEmailFromInput(" hr ", domain)).toEqual({ kind: "ok", address: "hr@northwind.example" });
  });

  it("takes a whole address at the company's domain as typed (any case, www ignored)", () => {
    expect(companyEmailFromInput("Jo@Northwind.Example", domain)).toEqual({
      kind: "ok",
      address: "Jo@Northwind.Example",
    });
    expect(companyEmailFromInput("jo@www.northwind.example", domain).kind).toBe("ok");
  });

  it("refuses an address at another domain instead of sending the link to the company's domain", () => {
    for (const typed of ["x@gmail.com", "x@", "@gmail.com", "x@northwind.example.evil.com"])
      expect(companyEmailFromInput(typed, domain)).toEqual({
        kind: "mismatch",
        message: EMPLOYER.emailDomainMismatch(domain),
      });
  });

  it("is empty until something is typed", () => {
    expect(companyEmailFromInput("  ", domain)).toEqual({ kind: "empty" });
  });
});
