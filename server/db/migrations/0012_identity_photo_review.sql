-- Identity review names the photos it rejects (issue 27: "Submit again" started empty). The
-- operator may reject the front and/or back photo; the user's next submission keeps the rest of
-- the rejected one (name, number, the photos not named here) unless they send new ones.
ALTER TABLE identities ADD COLUMN rejected_photos text[] NOT NULL DEFAULT '{}';
