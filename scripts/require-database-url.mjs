if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "")) {
  console.error(
    "test:postgres runs the integration suite on PostgreSQL: set DATABASE_URL=postgres://user:pass@host:port/db",
  );
  process.exit(1);
}
