// The commands the tests spawn write plain text unless a test asks for colour: a CI that
// sets FORCE_COLOR must not change what their stderr says.
delete process.env["FORCE_COLOR"];
