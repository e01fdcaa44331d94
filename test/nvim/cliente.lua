-- A real editor as the language server's client: Neovim's built-in LSP client, headless.
-- Opens CRONICAS_FILE, attaches `node CRONICAS_SERVER`, waits for diagnostics, asks for
-- completion, hover, definition, rename and formatting at the positions CRONICAS_ASK
-- gives (JSON), applies the rename and the formatting to the buffer as the editor would,
-- and writes what it saw to CRONICAS_OUT as JSON for the test to check.
local file = os.getenv("CRONICAS_FILE")
local server = os.getenv("CRONICAS_SERVER")
local out = os.getenv("CRONICAS_OUT")
local ask = vim.fn.json_decode(os.getenv("CRONICAS_ASK"))

local function finish(results)
  vim.fn.writefile({ vim.fn.json_encode(results) }, out)
  vim.cmd("qa!")
end

vim.cmd("edit " .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = "cronicas",
  cmd = { "node", server },
  root_dir = vim.fn.fnamemodify(file, ":h"),
})
vim.lsp.buf_attach_client(bufnr, client_id)

local results = { errors = {} }
local ready = vim.wait(20000, function()
  return #vim.diagnostic.get(bufnr) > 0
end, 50)
if not ready then
  table.insert(results.errors, "sin diagnósticos")
  return finish(results)
end
results.diagnostics = {}
for _, d in ipairs(vim.diagnostic.get(bufnr)) do
  table.insert(results.diagnostics, { code = d.code, line = d.lnum, col = d.col, severity = d.severity, message = d.message })
end

local uri = vim.uri_from_bufnr(bufnr)
local function request(method, params)
  local responses = vim.lsp.buf_request_sync(bufnr, method, params, 10000)
  if responses == nil or responses[client_id] == nil then
    table.insert(results.errors, method .. ": sin respuesta")
    return nil
  end
  if responses[client_id].err ~= nil then
    table.insert(results.errors, method .. ": " .. vim.inspect(responses[client_id].err))
    return nil
  end
  return responses[client_id].result
end
local function at(position)
  return { textDocument = { uri = uri }, position = position }
end

local completion = request("textDocument/completion", at(ask.completion))
local items = completion and (completion.items or completion) or {}
results.completion = {}
for _, item in ipairs(items) do
  table.insert(results.completion, item.label)
end

local hover = request("textDocument/hover", at(ask.hover))
results.hover = hover and hover.contents and (hover.contents.value or hover.contents) or vim.NIL

local definition = request("textDocument/definition", at(ask.definition))
results.definition = definition or vim.NIL

local rename_params = at(ask.rename)
rename_params.newName = ask.newName
local edit = request("textDocument/rename", rename_params)
if edit then
  vim.lsp.util.apply_workspace_edit(edit, "utf-16")
end

local formatting = request("textDocument/formatting", { textDocument = { uri = uri }, options = { tabSize = 2, insertSpaces = true } })
if formatting then
  vim.lsp.util.apply_text_edits(formatting, bufnr, "utf-16")
end
results.text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), "\n") .. "\n"
finish(results)
